/**
 * The second step of sign-in (ADR 048), shown on the sign-in page after the password of an account with two-factor
 * sign-in: 'Authentication code' from the authenticator app, or 'Use a backup code' instead; optionally 'Trust this
 * device for 30 days'. A wrong code says so; an expired challenge sends the user back to the password.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { ServerError, SubmitButton } from './auth-form.tsx';
import {
  type SecondFactor,
  type SecondStepValues,
  secondStepError,
  secondStepSchemas,
  verifySecondFactor,
} from './two-factor-sign-in.ts';

const texts = {
  totp: {
    lead: 'Enter the 6-digit code your authenticator app shows for Steward.',
    label: 'Authentication code',
    switchTo: 'Use a backup code',
  },
  'backup-code': {
    lead: 'Enter one of the backup codes you saved when you turned on two-factor sign-in. Each works once.',
    label: 'Backup code',
    switchTo: 'Use your authenticator app',
  },
} as const;

/** The form of one factor; `onSwitch` changes to the other factor. */
function CodeForm({
  factor,
  onSuccess,
  onRestart,
  onSwitch,
}: {
  factor: SecondFactor;
  onSuccess: () => void;
  onRestart: () => void;
  onSwitch: () => void;
}) {
  const [failure, setFailure] = useState<{ message: string; restart: boolean } | null>(null);
  const trustId = useId();
  const { register, handleSubmit, formState, control, setFocus } = useForm<SecondStepValues>({
    resolver: zodResolver(secondStepSchemas[factor]),
    defaultValues: { code: '', trustDevice: false },
  });
  useEffect(() => setFocus('code'), [setFocus]);
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await verifySecondFactor(factor, values);
      onSuccess();
    } catch (error) {
      setFailure(secondStepError(error));
    }
  });
  const text = texts[factor];
  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <p className="text-sm text-muted-foreground">{text.lead}</p>
      <ServerError message={failure?.message ?? null} />
      {failure?.restart ? (
        <Button type="button" size="lg" className="w-full" onClick={onRestart}>
          Back to Sign In
        </Button>
      ) : null}
      <Field label={text.label} error={formState.errors.code}>
        {(props) =>
          factor === 'totp' ? (
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              {...props}
              {...register('code')}
            />
          ) : (
            <Input autoComplete="off" spellCheck={false} {...props} {...register('code')} />
          )
        }
      </Field>
      <div className="flex items-center gap-3">
        <Controller
          control={control}
          name="trustDevice"
          render={({ field }) => (
            <Checkbox
              id={trustId}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
            />
          )}
        />
        <Label htmlFor={trustId} className="font-normal">
          Trust this device for 30 days
        </Label>
      </div>
      <SubmitButton pending={formState.isSubmitting}>Verify</SubmitButton>
      <Button type="button" variant="link" className="justify-self-center" onClick={onSwitch}>
        {text.switchTo}
      </Button>
    </form>
  );
}

/** The second step: the authenticator code first, a backup code on request. */
export function TwoFactorStep({ onSuccess, onRestart }: { onSuccess: () => void; onRestart: () => void }) {
  const [factor, setFactor] = useState<SecondFactor>('totp');
  return (
    <section aria-labelledby="two-factor-step-title" className="grid gap-2">
      <h2 id="two-factor-step-title" className="font-display text-xl font-semibold">
        Two-factor sign-in
      </h2>
      <CodeForm
        key={factor}
        factor={factor}
        onSuccess={onSuccess}
        onRestart={onRestart}
        onSwitch={() => setFactor(factor === 'totp' ? 'backup-code' : 'totp')}
      />
    </section>
  );
}
