/** The name form of Settings → Security's passkeys card (ADR 051): adding a passkey and renaming one. */
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { type PasskeyNameFormValues, passkeyNameFormSchema } from './passkey-api.ts';

/**
 * A passkey's name, filled with `defaultName` and focused when it appears; `submitLabel` on its button (busy
 * with `pendingLabel` while `pending`), `onCancel` back to the card.
 */
export function PasskeyNameForm({
  defaultName,
  hint,
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  defaultName: string;
  hint?: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: (values: PasskeyNameFormValues) => void;
  onCancel: () => void;
}) {
  const { register, handleSubmit, formState, setFocus } = useForm<PasskeyNameFormValues>({
    resolver: zodResolver(passkeyNameFormSchema),
    defaultValues: { name: defaultName },
  });
  useEffect(() => setFocus('name', { shouldSelect: true }), [setFocus]);
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-4">
      <Field label="Passkey name" hint={hint} error={formState.errors.name}>
        {(props) => <Input autoComplete="off" dir="auto" {...props} {...register('name')} />}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" pending={pending} aria-busy={pending}>
          {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {pending ? pendingLabel : submitLabel}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
