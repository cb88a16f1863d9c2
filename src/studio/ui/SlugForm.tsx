import { useId, useState } from 'react';

/**
 * A slug typed and sent (a new funnel, a new case study). `submit` answers
 * with the server's refusal, if any, which stays at the field in its words
 * until the slug is changed; the button waits while a request is out.
 */
export function SlugForm({ label, placeholder, action, submit }: { label: string; placeholder: string; action: string; submit: (slug: string) => Promise<string | undefined> }) {
  const id = useId();
  const [slug, setSlug] = useState('');
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);

  const send = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    setBusy(true);
    try {
      setRefusal((await submit(slug.trim())) ?? '');
    } catch (error) {
      setRefusal(String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <form onSubmit={(event) => void send(event)} className="inline-form">
        <div className="field">
          <label htmlFor={id}>{label}</label>
          <input
            id={id}
            value={slug}
            onChange={(event) => {
              setSlug(event.target.value);
              setRefusal('');
            }}
            placeholder={placeholder}
            required
            aria-invalid={refusal !== ''}
            aria-describedby={refusal === '' ? undefined : `${id}-refusal`}
            spellCheck={false}
            autoComplete="off"
          />
        </div>
        <button type="submit" className="button primary" disabled={busy}>
          {action}
        </button>
      </form>
      {refusal !== '' && (
        <p id={`${id}-refusal`} role="alert" className="field-error">
          {refusal}
        </p>
      )}
    </>
  );
}
