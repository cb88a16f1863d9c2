import { startConsent } from '../../../analytics/startConsent.ts';

// content/site.json's analytics.measurementId, written in by the build (src/site/host/headScriptFiles.ts).
declare const __MEASUREMENT_ID__: string;

startConsent(window, __MEASUREMENT_ID__);
