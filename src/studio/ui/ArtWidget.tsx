import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { useArtFiles } from './useArtFiles.ts';

/** A picture's file, picked from those under public/art/, with a thumbnail of the one chosen. */
export function ArtWidget({ id, value, required, disabled, readonly, onChange, onBlur, onFocus, rawErrors, htmlName }: WidgetProps) {
  const files = useArtFiles();
  const current = typeof value === 'string' ? value : '';
  // A file the list does not have (misspelt, or not there yet) stays selectable, so the check can name it.
  const options = current === '' || files.includes(current) ? files : [current, ...files];
  return (
    <div className="art-picker">
      <select
        id={id}
        name={htmlName ?? id}
        value={current}
        required={required}
        disabled={disabled || readonly}
        aria-invalid={rawErrors !== undefined && rawErrors.length > 0}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(event) => { onChange(event.target.value === '' ? undefined : event.target.value); }}
        onBlur={() => { onBlur(id, current); }}
        onFocus={() => { onFocus(id, current); }}
      >
        <option value="">Choose a picture…</option>
        {options.map((file) => (
          <option key={file} value={file}>
            {file.replace(/^\/art\//, '')}
          </option>
        ))}
      </select>
      {current !== '' && <img className="art-thumb" src={current} alt="" width={56} height={56} />}
    </div>
  );
}
