/** Each question's options' points towards named scores: question name → option id → score → points. */
export type PointsTable = Record<string, Record<string, Record<string, number>>>;
