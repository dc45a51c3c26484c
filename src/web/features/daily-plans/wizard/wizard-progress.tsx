/** The planning wizard's five steps (docs/product.md §2 Daily planning wizard) and its progress indicator. */
import { ListTodo, ShieldAlert, Sunrise, Target, Trophy } from 'lucide-react';
import { type StepInfo, StepProgress } from '../../../components/step-progress.tsx';

/** The five steps, in order (docs/product.md §2). */
export const wizardSteps: readonly [StepInfo, ...StepInfo[]] = [
  {
    title: 'Morning Ritual Check',
    label: 'Ritual',
    description: 'Begin anchored. Look over your morning ritual before you plan the day.',
    icon: Sunrise,
  },
  {
    title: 'Daily Big 3',
    label: 'Big 3',
    description: 'Name the three priorities that would make today a success.',
    icon: Target,
  },
  {
    title: 'Other Tasks',
    label: 'Tasks',
    description: 'Anything else you would like to get to today? This step is optional.',
    icon: ListTodo,
  },
  {
    title: 'Define Your Win',
    label: 'Win',
    description: 'Picture the end of the day. What has to be true for today to feel like a win?',
    icon: Trophy,
  },
  {
    title: 'Anticipate Distractions',
    label: 'Distractions',
    description: 'What could pull you off course today? Naming it now helps you guard against it.',
    icon: ShieldAlert,
  },
];

/** The wizard's progress indicator (components/step-progress.tsx). */
export function WizardProgress({ step }: { step: number }) {
  return <StepProgress steps={wizardSteps} step={step} name="Planning" />;
}
