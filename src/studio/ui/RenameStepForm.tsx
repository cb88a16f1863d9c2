import { StepIdForm } from './StepIdForm.tsx';

interface Props {
  step: string;
  /** Why the step cannot take this id (taken, not a step id); undefined when it can. */
  refuse: (id: string) => string | undefined;
  onRename: (id: string) => void;
}

/**
 * A step's id, renamed in one change: everything that names the step (its
 * transitions, branches, `landing`, split tests, tracking plan, forecast)
 * follows, and Undo puts it all back. Its address (`path`) is its own field.
 */
export function RenameStepForm({ step, refuse, onRename }: Props) {
  return (
    <StepIdForm
      className="rename-step"
      label="Step id"
      submitLabel="Rename step"
      hint="Every transition, branch, split test and tracking event that names the step follows; its address stays."
      initial={step}
      refuse={refuse}
      onAccept={onRename}
    />
  );
}
