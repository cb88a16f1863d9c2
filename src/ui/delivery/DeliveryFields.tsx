import { FORM_FIELD, TRAP_FIELD } from '../../engine/delivery/protocol.ts';
import { useWords } from '../../i18n/useWords.ts';

/**
 * What a delivering form posts beside its fields: which of the step's forms
 * it is, and the bot trap, a field a person neither sees, reaches by Tab,
 * nor hears (it is hidden from assistive technology), and which browsers do
 * not fill in. A bot that fills every field is refused.
 */
export function DeliveryFields({ event }: { event: string }) {
  const words = useWords();
  return (
    <>
      <input type="hidden" name={FORM_FIELD} value={event} />
      <div className="visually-hidden" aria-hidden="true">
        <label>
          {words.form.trapLabel}
          <input type="text" name={TRAP_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  );
}
