/**
 * 'Change password' in Settings → Security (ADR 047): the current password, a new one with sign-up's rule, typed
 * twice. better-auth's change-password ends every other session; a wrong current password shows under its field.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { formErrorOf } from '../../lib/form-error.ts';
import { passwordHint } from '../auth/api.ts';
import { type ChangePasswordValues, changePasswordSchema } from './account-forms.ts';
import { isWrongPassword, useChangePassword } from './api.ts';

const FIELDS = ['currentPassword', 'newPassword'] as const;

/** The change-password form, in its own bordered block of the Security section. */
export function PasswordCard() {
  const change = useChangePassword();
  const { register, handleSubmit, formState, setError, reset } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
    } catch (error) {
      if (isWrongPassword(error))
        setError('currentPassword', { message: 'This is not your current password.' }, { shouldFocus: true });
      else {
        const { field, message } = formErrorOf(error, FIELDS);
        setError(field ?? 'currentPassword', { message }, { shouldFocus: true });
      }
      return;
    }
    reset();
  });
  const { errors } = formState;
  return (
    <div className="grid gap-4 rounded-lg border border-border p-4">
      <h3 className="font-semibold">Change password</h3>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <Field label="Current password" error={errors.currentPassword}>
          {(props) => (
            <Input
              type="password"
              autoComplete="current-password"
              {...props}
              {...register('currentPassword')}
            />
          )}
        </Field>
        <Field label="New password" hint={passwordHint} error={errors.newPassword}>
          {(props) => (
            <Input type="password" autoComplete="new-password" {...props} {...register('newPassword')} />
          )}
        </Field>
        <Field label="Confirm new password" error={errors.confirmPassword}>
          {(props) => (
            <Input type="password" autoComplete="new-password" {...props} {...register('confirmPassword')} />
          )}
        </Field>
        <Button type="submit" className="justify-self-start" pending={formState.isSubmitting}>
          Change password
        </Button>
      </form>
    </div>
  );
}
