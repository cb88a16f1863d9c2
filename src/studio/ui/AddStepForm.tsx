import { StepIdForm } from './StepIdForm.tsx';

interface Props {
  /** The step the new one goes after: the one being edited. */
  after: string | undefined;
  /** Why a step cannot take this id (taken, not a step id); undefined when it can. */
  refuse: (id: string) => string | undefined;
  onAdd: (id: string) => void;
}

/**
 * A new step, by its id: it starts as a valid final page with the funnel's
 * header, at the address of its id, right after the step being edited, to be
 * connected from another step.
 */
export function AddStepForm({ after, refuse, onAdd }: Props) {
  return (
    <StepIdForm
      className="add-step"
      label="New step id"
      submitLabel="Add step"
      hint={after === undefined ? 'Added at the end of the steps.' : `Added after ${after}.`}
      placeholder="order"
      refuse={refuse}
      onAccept={onAdd}
      clearOnAccept
    />
  );
}
