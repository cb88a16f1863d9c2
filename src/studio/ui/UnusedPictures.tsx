import { useId, useState } from 'react';
import { removePicture } from '../api/studioApi.ts';
import { refreshPictures, usePictures } from './usePictures.ts';

/**
 * The pictures under public/art/ that no funnel and no content file names any
 * more: no page shows them. Each can be removed, with the renditions the build
 * has cached of it; the server refuses one that a file names meanwhile.
 */
export function UnusedPictures() {
  const titleId = useId();
  const pictures = usePictures();
  const unused = pictures?.filter((picture) => picture.usedBy.length === 0);
  const [note, setNote] = useState('');
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);

  const remove = async (src: string) => {
    setBusy(true);
    setRefusal('');
    try {
      const result = await removePicture(src);
      if (result.status === 'refused') setRefusal(result.message);
      else setNote(`Removed ${result.removed}${result.renditions > 0 ? ` and ${String(result.renditions)} cached renditions` : ''}`);
      await refreshPictures();
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel unused-pictures" aria-labelledby={titleId}>
      <h2 id={titleId}>Pictures no page uses</h2>
      <p className="muted">
        Files under <code>public/art/</code> that no funnel and no content file names.
      </p>
      {unused === undefined ? (
        <p className="muted">Reading public/art/…</p>
      ) : unused.length === 0 ? (
        <p className="muted">None: every picture is used.</p>
      ) : (
        <ul className="unused-list" aria-label="Pictures no page uses">
          {unused.map((picture) => (
            <li key={picture.src}>
              <img src={picture.src} alt="" width={64} height={48} />
              <span className="mono">{picture.src.replace(/^\/art\//, '')}</span>
              <span className="muted">{picture.width > 0 ? `${String(picture.width)} × ${String(picture.height)}` : ''}</span>
              <button type="button" className="button danger" disabled={busy} onClick={() => void remove(picture.src)}>
                Remove <span className="visually-hidden">{picture.src.replace(/^\/art\//, '')}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="muted">{note}</p>
      <p role="alert" className="field-error">{refusal}</p>
    </section>
  );
}
