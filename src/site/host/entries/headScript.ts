import { assignBeforePaint } from '../../../engine/experiments/assignBeforePaint.ts';
import type { ExperimentTable } from '../../../engine/experiments/experimentTable.ts';

// The funnel's experiments, written in by the build (src/site/host/experimentFiles.ts).
declare const __EXPERIMENT_TABLE__: ExperimentTable;

assignBeforePaint(__EXPERIMENT_TABLE__, window);
