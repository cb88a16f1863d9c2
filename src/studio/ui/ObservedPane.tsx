import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import type { ObservedExperiment } from '../../observed/concludeExperiment.ts';
import type { ObservedFunnel, ObservedShare } from '../../observed/observeExport.ts';
import { readObservedExport } from '../api/observedCalls.ts';
import { EXPORT_EXTENSIONS, type ObservedUpload, uploadName } from '../api/observedTypes.ts';
import { megabytes } from '../../config/pictures/pictureRules.ts';
import { dataWord, percent, whole } from './observedAnnotations.ts';
import './observed.css';
import { pValueText } from '../../observed/pValueText.ts';

type Reading = { status: 'idle' } | { status: 'reading'; name: string; bytes: number } | { status: 'refused'; message: string };

const interval = (share: ObservedShare) => `${percent(share.low)}–${percent(share.high)}`;
const money = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const signed = (share: number) => `${share > 0 ? '+' : ''}${percent(share)}`;

function Forecast({ share }: { share: ObservedShare }) {
  if (share.forecast === null) return <span className="muted">none</span>;
  return (
    <>
      {percent(share.forecast)}
      {share.outside === true && (
        <span className="observed-outside" title="The forecast falls outside the 95% interval">
          ✕ outside
        </span>
      )}
    </>
  );
}

/** One way out of a step (an arrow, or a quiz's answer): its visitors and share, the interval and the forecast's share. */
function ShareRow({ share, children }: { share: ObservedShare; children: ReactNode }) {
  return (
    <tr className={share.outside === true ? 'is-outside' : undefined}>
      <th scope="row">{children}</th>
      <td className="num">{whole(share.visitors)}</td>
      <td className="num strong">{percent(share.share)}</td>
      <td className="num muted">{interval(share)}</td>
      <td className="num">
        <Forecast share={share} />
      </td>
    </tr>
  );
}

function Ways({ funnel, word }: { funnel: ObservedFunnel; word: string }) {
  return (
    <table className="observed-table">
      <caption className="visually-hidden">Each way out of each step: the share of the step’s {word} visitors who took it, beside the forecast’s</caption>
      <thead>
        <tr>
          <th scope="col">Way</th>
          <th scope="col" className="num">Visitors</th>
          <th scope="col" className="num">Share</th>
          <th scope="col" className="num">95% interval</th>
          <th scope="col" className="num">Forecast</th>
        </tr>
      </thead>
      {funnel.steps.map((step) => (
        <tbody key={step.step}>
          <tr className="observed-step">
            <th scope="rowgroup" colSpan={5}>
              {step.step} <span className="muted">· {whole(step.visitors)} visitors</span>
            </th>
          </tr>
          {step.ways.map((way) => (
            <ShareRow key={`${way.event} ${way.to ?? ''}`} share={way}>
              <span className="mono">{way.event}</span> → {way.to ?? <span className="muted">stays</span>}
            </ShareRow>
          ))}
          {step.answers.map((answer) => (
            <ShareRow key={`${answer.question} ${answer.answer}`} share={answer}>
              <span className="mono">{answer.question}</span> = {answer.answer}
            </ShareRow>
          ))}
        </tbody>
      ))}
    </table>
  );
}

const OUTCOME_TONE: Record<ObservedExperiment['outcome'], string> = {
  'keep-collecting': 'wait',
  mismatch: 'bad',
  'variant-wins': 'good',
  'control-wins': 'good',
  'no-difference': 'wait',
};

function SplitTest({ experiment, word }: { experiment: ObservedExperiment; word: string }) {
  const { srm } = experiment;
  return (
    <section className="observed-test" aria-label={`Split test ${experiment.id}`}>
      <h4>
        Split test <span className="mono">{experiment.id}</span> <span className="muted">on {experiment.step}, goal {experiment.goal}</span>
      </h4>
      <table className="observed-table">
        <thead>
          <tr>
            <th scope="col">Variant (weight)</th>
            <th scope="col" className="num">Visitors</th>
            <th scope="col" className="num">Goal rate (95%)</th>
            <th scope="col" className="num">Lift vs control (95%, p)</th>
            <th scope="col" className="num">Revenue a visitor (95%)</th>
          </tr>
        </thead>
        <tbody>
          {experiment.variants.map((variant) => (
            <tr key={variant.id}>
              <th scope="row">
                {variant.id} <span className="muted">{variant.weight}%</span>
              </th>
              <td className="num">{whole(variant.visitors)}</td>
              <td className="num">
                <span className="strong">{percent(variant.rate)}</span> <span className="muted">{percent(variant.rateLow)}–{percent(variant.rateHigh)}</span>
              </td>
              <td className="num">
                {variant.lift === null ? (
                  <span className="muted">control</span>
                ) : (
                  <>
                    <span className="strong">{signed(variant.lift)}</span>{' '}
                    <span className="muted">
                      {variant.low === null ? '' : signed(variant.low)} to {variant.high === null ? '' : signed(variant.high)}
                    </span>
                    <span className="observed-p">{variant.pValue === null ? 'p = –' : pValueText(variant.pValue)}
                    </span>
                  </>
                )}
              </td>
              <td className="num">
                {money(variant.revenuePerVisitor)} <span className="muted">{money(variant.revenueLow)}–{money(variant.revenueHigh)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={srm.mismatch ? 'observed-srm is-bad' : 'observed-srm'}>
        {srm.mismatch ? '✕ Sample ratio mismatch' : '✓ Split as configured'}{' '}
        <span className="muted">
          (χ² {srm.chiSquare.toFixed(2)}, {pValueText(srm.pValue)}; below 0.001 is a mismatch)
        </span>
      </p>
      <p className={`observed-verdict tone-${OUTCOME_TONE[experiment.outcome]}`}>
        <span className="eyebrow">Verdict{word === 'simulated' ? ' on simulated data' : ''}</span>
        {experiment.verdict.charAt(0).toUpperCase() + experiment.verdict.slice(1)}
      </p>
    </section>
  );
}

function Report({ slug, upload }: { slug: string; upload: ObservedUpload }) {
  const { report } = upload;
  const simulated = report.simulated > 0;
  const word = dataWord(simulated);
  const funnel = report.funnels.find((candidate) => candidate.slug === slug);
  const others = report.funnels.filter((candidate) => candidate.slug !== slug).map((candidate) => candidate.slug);
  const skipped = Object.entries(report.skipped);
  return (
    <div className="observed-report">
      {simulated && (
        <p className="observed-simulated" role="note">
          <strong>Simulated data, not observed.</strong>{' '}
          {report.simulated === report.events ? `Every one of the ${whole(report.events)} rows` : `${whole(report.simulated)} of the ${whole(report.events)} rows`} of {upload.name} were invented by
          npm run simulate (stream_id “simulated”): no visitor made them. Use them to try the tool, never as the funnel’s results.
        </p>
      )}
      <dl className="observed-facts">
        <div>
          <dt>File</dt>
          <dd className="mono">
            {upload.name} <span className="muted">{megabytes(upload.bytes)}</span>
          </dd>
        </div>
        <div>
          <dt>Dates</dt>
          <dd>{report.from === null ? 'no event' : `${report.from} to ${report.to ?? report.from}`}</dd>
        </div>
        <div>
          <dt>Rows read</dt>
          <dd>
            {whole(report.events)} <span className="muted">({whole(report.automatic)} GA4 automatic)</span>
          </dd>
        </div>
        <div>
          <dt>{simulated ? 'Simulated visitors' : 'Visitors'}</dt>
          <dd>{funnel === undefined ? 'none' : whole(funnel.visitors)}</dd>
        </div>
        {funnel !== undefined && (
          <>
            <div>
              <dt>Orders</dt>
              <dd>
                {whole(funnel.orders.visitors)} · {percent(funnel.orders.share)} <span className="muted">forecast {funnel.orders.forecast === null ? 'none' : percent(funnel.orders.forecast)}</span>
              </dd>
            </div>
            <div>
              <dt>Revenue a visitor</dt>
              <dd>
                {money(funnel.revenuePerVisitor.value)} <span className="muted">{money(funnel.revenuePerVisitor.low)}–{money(funnel.revenuePerVisitor.high)}, forecast {funnel.revenuePerVisitor.forecast === null ? 'none' : money(funnel.revenuePerVisitor.forecast)}</span>
              </dd>
            </div>
          </>
        )}
      </dl>
      {funnel === undefined ? (
        <p className="callout" role="status">
          This export has no visitor of {slug}
          {others.length > 0 ? `; it has visitors of ${others.join(', ')}: open that funnel to see them.` : '.'}
        </p>
      ) : (
        <>
          <h3 className="observed-subhead">Ways out of each step</h3>
          <Ways funnel={funnel} word={word} />
          {funnel.otherMoves > 0 && <p className="hint">{whole(funnel.otherMoves)} moves no arrow makes (Back, a typed address) are not counted as ways.</p>}
          {funnel.experiments.map((experiment) => (
            <SplitTest key={experiment.id} experiment={experiment} word={word} />
          ))}
        </>
      )}
      <h3 className="observed-subhead">Rows skipped</h3>
      {skipped.length === 0 ? (
        <p className="hint">None: every row was read into a step or is GA4’s own.</p>
      ) : (
        <ul className="observed-skipped" aria-label="Rows skipped, by reason">
          {skipped.map(([reason, count]) => (
            <li key={reason}>
              <span className="num strong">{whole(count)}</span> {reason}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The Observed pane: the owner picks or drops a GA4 export (one file, or
 * the shards of one, as `bq extract` writes them), the dev server reads it
 * as `npm run observed` does,
 * and the pane shows what this funnel did beside its forecast and its split
 * tests concluded; the flow above draws the same shares by its arrows.
 */
export function ObservedPane({ slug, upload, onUpload }: { slug: string; upload: ObservedUpload | null; onUpload: (upload: ObservedUpload | null) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState<Reading>({ status: 'idle' });
  const [over, setOver] = useState(false);

  const read = (files: readonly File[]) => {
    if (files.length === 0) return;
    setReading({ status: 'reading', name: uploadName(files.map((file) => file.name)), bytes: files.reduce((total, file) => total + file.size, 0) });
    readObservedExport(files).then(
      (result) => {
        if (result.status === 'read') {
          setReading({ status: 'idle' });
          onUpload(result);
        } else setReading({ status: 'refused', message: result.message });
      },
      (error: unknown) => {
        setReading({ status: 'refused', message: error instanceof Error ? error.message : String(error) });
      },
    );
  };
  const dropped = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    read([...event.dataTransfer.files]);
  };

  return (
    <section
      className={over ? 'observed-pane is-over' : 'observed-pane'}
      aria-labelledby="studio-observed-title"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => {
        setOver(false);
      }}
      onDrop={dropped}
    >
      <div className="observed-head">
        <div>
          <h2 id="studio-observed-title">Observed</h2>
          <p className="hint">What the funnel really did, read from GA4’s BigQuery export as npm run observed reads it; the flow above draws the same shares.</p>
        </div>
        <div className="observed-tools">
          <input
            ref={input}
            type="file"
            hidden
            aria-label="Export files"
            multiple
            accept={EXPORT_EXTENSIONS.join(',')}
            onChange={(event) => {
              read([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
          <button type="button" className="button primary" disabled={reading.status === 'reading'} onClick={() => input.current?.click()}>
            {upload === null ? 'Load an export…' : 'Load another…'}
          </button>
          {upload !== null && (
            <button
              type="button"
              className="button"
              onClick={() => {
                onUpload(null);
              }}
            >
              Clear
            </button>
          )}
        </div>
      </div>
      {reading.status === 'reading' && (
        <p role="status" className="observed-reading">
          Reading {reading.name} ({megabytes(reading.bytes)}) with DuckDB…
        </p>
      )}
      {reading.status === 'refused' && (
        <p role="alert" className="callout callout-danger">
          {reading.message}
        </p>
      )}
      {upload === null ? (
        reading.status !== 'reading' && (
          <div className="observed-drop">
            <p>
              <strong>Drop a GA4 export here</strong>, or load it: one file or all the shards of one (<code>events-000000000000.json.gz</code>, …), newline-delimited JSON or Parquet, gzipped or not, as <code>bq extract</code> writes them.
            </p>
            <p className="hint">
              To try it without one: <code>npm run simulate -- {slug} --visitors 30000 --out sim.ndjson</code> writes invented visitors, labelled as simulated wherever they are shown.
            </p>
          </div>
        )
      ) : (
        <Report slug={slug} upload={upload} />
      )}
    </section>
  );
}
