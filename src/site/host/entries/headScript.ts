import { assignBeforePaint } from '../../../engine/experiments/assignBeforePaint.ts';
import type { ExperimentTable } from '../../../engine/experiments/experimentTable.ts';
import { followToVariants } from '../followToVariants.ts';

// The funnel's experiments, written in by the build (src/site/host/headScriptFiles.ts).
declare const __EXPERIMENT_TABLE__: ExperimentTable;

// The prerender names on the script the page it was written into (composePage): a host may serve it at another address.
const shown = document.currentScript?.dataset.page;
assignBeforePaint(__EXPERIMENT_TABLE__, window, shown);
followToVariants(__EXPERIMENT_TABLE__, window);
