/** What a condition can read: the visit as it stands when the branch is chosen. */
export interface ConditionFacts {
  /** The option answered, by question name. */
  answers: Readonly<Record<string, string>>;
  /** The option chosen, by order-options name. */
  selections: Readonly<Record<string, string>>;
  flags: Readonly<Record<string, boolean>>;
  /** Each score's total from the points of the options answered; a score nothing has added to is 0. */
  scores: Readonly<Record<string, number>>;
}
