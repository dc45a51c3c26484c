/**
 * Settings → Security: two-factor sign-in with an authenticator app (ADR 048). Off: 'Turn on two-factor sign-in'
 * → the password → the QR code and setup key → a code to confirm → the 10 backup codes, shown once → on. On:
 * 'Turn off two-factor sign-in' → the password → off.
 */
import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import {
  type TwoFactorSetup,
  twoFactorStatusQueryOptions,
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useStartTwoFactorSetup,
} from './two-factor-api.ts';
import { BackupCodesStep, PasswordStep, ScanStep } from './two-factor-steps.tsx';

/** Where the card is: at rest, asking the password (to turn on or off), scanning, or showing the codes. */
type Step =
  | { kind: 'rest' }
  | { kind: 'password'; purpose: 'on' | 'off' }
  | { kind: 'scan'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: string[] };

/** The two-factor sign-in block of the Security section. */
export function TwoFactorCard() {
  const status = useQuery(twoFactorStatusQueryOptions);
  const [step, setStep] = useState<Step>({ kind: 'rest' });
  const start = useStartTwoFactorSetup();
  const confirm = useConfirmTwoFactor();
  const disable = useDisableTwoFactor();
  const rest = () => {
    start.reset();
    confirm.reset();
    disable.reset();
    setStep({ kind: 'rest' });
  };

  let body: ReactNode;
  if (step.kind === 'password' && step.purpose === 'on') {
    body = (
      <PasswordStep
        submitLabel="Continue"
        pending={start.isPending}
        error={start.error}
        onSubmit={(values) =>
          start.mutate(values, { onSuccess: (setup) => setStep({ kind: 'scan', setup }) })
        }
        onCancel={rest}
      />
    );
  } else if (step.kind === 'password') {
    body = (
      <PasswordStep
        submitLabel="Turn off"
        pending={disable.isPending}
        error={disable.error}
        onSubmit={(values) => disable.mutate(values, { onSuccess: rest })}
        onCancel={rest}
      />
    );
  } else if (step.kind === 'scan') {
    const { setup } = step;
    body = (
      <ScanStep
        setup={setup}
        pending={confirm.isPending}
        error={confirm.error}
        onConfirm={(values) =>
          confirm.mutate(values, { onSuccess: () => setStep({ kind: 'codes', codes: setup.backupCodes }) })
        }
        onCancel={rest}
      />
    );
  } else if (step.kind === 'codes') {
    body = <BackupCodesStep codes={step.codes} onDone={rest} />;
  } else if (status.isPending) {
    body = <Skeleton className="h-10 w-64" />;
  } else if (status.data) {
    body = (
      <>
        <p className="flex items-center gap-2 text-sm font-medium">
          <ShieldCheck className="size-4 text-primary" aria-hidden="true" />
          Two-factor sign-in is on.
        </p>
        <p className="text-sm text-muted-foreground">
          Signing in asks for a code from your authenticator app, or one of your backup codes.
        </p>
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={() => setStep({ kind: 'password', purpose: 'off' })}
        >
          Turn off two-factor sign-in
        </Button>
      </>
    );
  } else {
    body = (
      <>
        <p className="text-sm text-muted-foreground">
          Add a code from an authenticator app to your password, so a stolen password alone cannot open your
          account.
        </p>
        <Button className="justify-self-start" onClick={() => setStep({ kind: 'password', purpose: 'on' })}>
          Turn on two-factor sign-in
        </Button>
      </>
    );
  }

  return (
    <div className="grid gap-3 rounded-lg border p-4">
      <h3 className="font-semibold">Two-factor sign-in</h3>
      {body}
    </div>
  );
}
