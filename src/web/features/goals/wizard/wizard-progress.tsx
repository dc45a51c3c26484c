/** The goal wizard's six steps (docs/product.md §2 Goal Wizard) and its progress indicator ('Step n of 6'). */
import { CalendarDays, Flag, PenLine, Shapes, ShieldCheck, Target } from 'lucide-react';
import { type StepInfo, StepProgress } from '../../../components/step-progress.tsx';

/** The six steps, in order. */
export const goalSteps: readonly [StepInfo, ...StepInfo[]] = [
  {
    title: 'Choose a Goal Type',
    label: 'Type',
    description: 'What kind of goal are you setting?',
    icon: Target,
  },
  {
    title: 'Set a Due Date',
    label: 'Due Date',
    description: 'By when do you intend to reach this goal?',
    icon: CalendarDays,
  },
  {
    title: 'Describe the Goal',
    label: 'Description',
    description: 'Picture the finish line so clearly that you will know when you have crossed it.',
    icon: PenLine,
  },
  {
    title: 'Choose a Realm',
    label: 'Realm',
    description: 'Which area of your life does this goal serve?',
    icon: Shapes,
  },
  {
    title: 'SMARTER Check',
    label: 'SMARTER',
    description: 'Tick each quality your goal already has. Nothing here is required.',
    icon: ShieldCheck,
  },
  {
    title: 'Milestones',
    label: 'Milestones',
    description: 'Break the goal into checkpoints, each with its own date. This step is optional.',
    icon: Flag,
  },
];

/** The wizard's progress indicator (components/step-progress.tsx). */
export function GoalWizardProgress({ step }: { step: number }) {
  return <StepProgress steps={goalSteps} step={step} name="Goal wizard" />;
}
