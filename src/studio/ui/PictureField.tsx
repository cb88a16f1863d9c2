import type { FieldPathList, FieldProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { useRef, useState, type DragEvent } from 'react';
import { MAX_PICTURE_BYTES, PICTURE_ACCEPT, PICTURE_LIMITS_TEXT, tooLargeReason } from '../../config/pictures/pictureRules.ts';
import { uploadPicture } from '../api/studioApi.ts';
import { refreshPictures, usePictures } from './usePictures.ts';

/** What uiSchemaFor tells a picture field: where its uploads go, and whether its object has `width` and `height` to fill in. */
export interface PictureFieldOptions {
  /** The folder under public/art/ the schema names for this field ('' when it names public/art/ itself). */
  folder: string;
  fillsSize: boolean;
}

/** What a form tells its picture fields: the folder under public/art/ of what it edits (a funnel's slug). */
export interface StudioFormContext {
  artFolder?: string;
}

/** A file's bytes in base64, as the API takes them. */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      // readAsDataURL gives a string: data:<type>;base64,<bytes>.
      resolve(typeof reader.result === 'string' ? reader.result.replace(/^data:[^,]*,/, '') : '');
    };
    reader.onerror = () => {
      reject(reader.error ?? new Error(`${file.name} could not be read`));
    };
    reader.readAsDataURL(file);
  });
}

/** The schema's own folder, narrowed to the form's when the form's lies inside it (public/art/ → skincare). */
function uploadFolder(schemaFolder: string, formFolder: string | undefined): string {
  if (formFolder === undefined || formFolder === '') return schemaFolder;
  return schemaFolder === '' || formFolder === schemaFolder || formFolder.startsWith(`${schemaFolder}/`) ? formFolder : schemaFolder;
}

type Note = { kind: 'working' | 'done' | 'refused'; text: string } | undefined;

/**
 * A picture's file: picked from those under public/art/, or dropped or chosen
 * from the owner's computer, checked by the server and written under
 * public/art/ before it is set (a refusal is said here, in words, and nothing
 * is set). The chosen picture is shown as a thumbnail with its size; where the
 * picture's object has `width` and `height`, they are filled in with the file's own.
 */
export function PictureField({ fieldPathId, formData, required, disabled, readonly, onChange, onBlur, onFocus, rawErrors, uiSchema, registry, name }: FieldProps) {
  const pictures = usePictures() ?? [];
  const options = (uiSchema?.['ui:options'] ?? {}) as Partial<PictureFieldOptions>;
  const formFolder = (registry.formContext as StudioFormContext | undefined)?.artFolder;
  const folder = uploadFolder(options.folder ?? '', formFolder);
  const [note, setNote] = useState<Note>();
  const [dragging, setDragging] = useState(false);
  // A picture uploaded a moment ago can be asked for before the dev server's watcher has seen the new file: it
  // answers 404 and the thumbnail stays broken (seen in a studio test on a busy machine). A failed thumbnail is
  // asked for again a few times, a little later each, under an address the browser has not cached.
  const [thumbRetry, setThumbRetry] = useState({ src: '', count: 0 });
  const input = useRef<HTMLInputElement>(null);
  const id = fieldPathId.$id;
  const path = fieldPathId.path;
  const current = typeof formData === 'string' ? formData : '';
  const retries = thumbRetry.src === current ? thumbRetry.count : 0;
  const files = pictures.map((picture) => picture.src);
  // A file the list does not have (misspelt, or not there yet) stays selectable, so the check can name it.
  const choices = current === '' || files.includes(current) ? files : [current, ...files];
  const off = disabled === true || readonly === true;
  const shown = pictures.find((picture) => picture.src === current);

  const set = (src: string | undefined, size?: { width: number; height: number }) => {
    onChange(src, path, undefined, id);
    if (src === undefined || size === undefined || options.fillsSize !== true || size.width === 0) return;
    const parent: FieldPathList = path.slice(0, -1);
    // One change of the field for undo: the same id for the file and the size it brings.
    onChange(size.width, [...parent, 'width'], undefined, id);
    onChange(size.height, [...parent, 'height'], undefined, id);
  };

  const upload = async (file: File) => {
    if (file.size > MAX_PICTURE_BYTES) {
      setNote({ kind: 'refused', text: tooLargeReason(file.name, file.size) });
      return;
    }
    setNote({ kind: 'working', text: `Checking ${file.name}…` });
    try {
      const result = await uploadPicture(file.name, folder, await base64Of(file));
      if (result.status === 'refused') {
        setNote({ kind: 'refused', text: result.message });
        return;
      }
      await refreshPictures();
      set(result.src, result);
      const where = result.written.length > 0 ? `Added ${result.written.join(', ')}` : `${result.src} was there already`;
      setNote({ kind: 'done', text: `${where} (${String(result.width)} × ${String(result.height)})` });
    } catch (error) {
      setNote({ kind: 'refused', text: error instanceof Error ? error.message : String(error) });
    }
  };

  const dropped = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file !== undefined && !off) void upload(file);
  };

  // rjsf leaves a custom field's label to the field: the same label its own text fields have, the key in the file.
  const label = typeof uiSchema?.['ui:title'] === 'string' ? uiSchema['ui:title'] : name;
  return (
    <div className="picture-field">
      <label className="control-label" htmlFor={id}>
        {label}
        {required === true && <span className="required">*</span>}
      </label>
      <select
        id={id}
        name={fieldPathId.name}
        value={current}
        required={required}
        disabled={off}
        aria-invalid={rawErrors !== undefined && rawErrors.length > 0}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(event) => {
          const src = event.target.value === '' ? undefined : event.target.value;
          setNote(undefined);
          set(src, pictures.find((picture) => picture.src === src));
        }}
        onBlur={() => {
          onBlur(id, current);
        }}
        onFocus={() => {
          onFocus(id, current);
        }}
      >
        <option value="">Choose a picture…</option>
        {choices.map((file) => (
          <option key={file} value={file}>
            {file.replace(/^\/art\//, '')}
          </option>
        ))}
      </select>
      <div
        className="picture-drop"
        data-dragging={dragging || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => {
          setDragging(false);
        }}
        onDrop={dropped}
      >
        {current === '' ? (
          <span className="picture-thumb picture-thumb-empty" aria-hidden="true" />
        ) : (
          <img
            className="picture-thumb"
            src={retries === 0 ? current : `${current}?retry=${String(retries)}`}
            alt={`Preview of ${current.replace(/^\/art\//, '')}`}
            width={96}
            height={72}
            onError={() => {
              if (retries >= 5) return;
              const src = current;
              setTimeout(() => {
                setThumbRetry({ src, count: retries + 1 });
              }, 300 * (retries + 1));
            }}
          />
        )}
        <div className="picture-drop-text">
          <p>
            Drop a picture here, or{' '}
            <button type="button" className="button" disabled={off} onClick={() => input.current?.click()}>
              Upload a picture
            </button>
          </p>
          <p className="picture-limits">
            {PICTURE_LIMITS_TEXT}, into public/art/{folder === '' ? '' : `${folder}/`}
            {shown !== undefined && shown.width > 0 ? ` · this one ${String(shown.width)} × ${String(shown.height)}` : ''}
          </p>
        </div>
        <input
          ref={input}
          type="file"
          hidden
          accept={PICTURE_ACCEPT}
          aria-label="Picture file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file !== undefined) void upload(file);
          }}
        />
      </div>
      {/* Both always there, so a screen reader hears what comes into them. */}
      <p className="picture-note" role="status">
        {note?.kind === 'refused' ? '' : note?.text}
      </p>
      <p className="picture-refusal" role="alert">
        {note?.kind === 'refused' ? `Not added: ${note.text}` : ''}
      </p>
    </div>
  );
}
