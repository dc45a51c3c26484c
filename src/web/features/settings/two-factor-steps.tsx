/**
 * The steps of Settings → Security's two-factor card (ADR 048): the password form (to start the setup or to turn
 * it off), the scan step (QR code, the setup key and the `otpauth://` link to copy, then a code to confirm) and the
 * backup codes, shown once, to copy or download.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, Copy, Download } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import QRCode from 'react-qr-code';
import { Alert, AlertDescription } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import {
  type ConfirmFormValues,
  confirmFormSchema,
  type PasswordFormValues,
  passwordFormSchema,
  type TwoFactorSetup,
  twoFactorErrorText,
} from './two-factor-api.ts';

/** The error of a failed call, if any. */
function CallError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert variant="destructive">
      <CircleAlert aria-hidden="true" />
      <AlertDescription>{twoFactorErrorText(error)}</AlertDescription>
    </Alert>
  );
}

/** Copies `text` to the clipboard and says so. */
async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: 'Copied', description: `${what} copied to the clipboard.` });
  } catch {
    toast({
      variant: 'destructive',
      title: 'Could not copy',
      description: 'Select the text and copy it yourself.',
    });
  }
}

/** A ref whose element takes the focus when it mounts (a step's first words, after the form that led there). */
function useFocusOnMount() {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

/** The password form: `submitLabel` on its button, `onCancel` back to the card. */
export function PasswordStep({
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (values: PasswordFormValues) => void;
  onCancel: () => void;
}) {
  const { register, handleSubmit, formState, setFocus } = useForm<PasswordFormValues>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: { password: '' },
  });
  useEffect(() => setFocus('password'), [setFocus]);
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-4">
      <CallError error={error} />
      <Field label="Password" hint="Confirm it is you." error={formState.errors.password}>
        {(props) => (
          <Input type="password" autoComplete="current-password" {...props} {...register('password')} />
        )}
      </Field>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" pending={pending} aria-busy={pending}>
          {submitLabel}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** The base32 setup key inside an `otpauth://` URI (what an app asks for when typed by hand). */
function setupKeyOf(totpURI: string): string {
  return new URL(totpURI).searchParams.get('secret') ?? '';
}

/** A read-only text to copy, labelled. */
function CopyableText({ label, value }: { label: string; value: string }) {
  return (
    <Field label={label}>
      {(props) => (
        <div className="flex gap-2">
          <Input readOnly value={value} className="min-w-0 font-mono text-sm" {...props} />
          <Button type="button" variant="outline" onClick={() => copy(value, label)}>
            <Copy aria-hidden="true" />
            Copy<span className="sr-only"> {label.toLowerCase()}</span>
          </Button>
        </div>
      )}
    </Field>
  );
}

/** Scan (or type the key), then confirm with the app's current code. */
export function ScanStep({
  setup,
  pending,
  error,
  onConfirm,
  onCancel,
}: {
  setup: TwoFactorSetup;
  pending: boolean;
  error: unknown;
  onConfirm: (values: ConfirmFormValues) => void;
  onCancel: () => void;
}) {
  const { register, handleSubmit, formState } = useForm<ConfirmFormValues>({
    resolver: zodResolver(confirmFormSchema),
    defaultValues: { code: '' },
  });
  const intro = useFocusOnMount();
  return (
    <div className="grid gap-5">
      <p ref={intro} tabIndex={-1} className="text-sm focus:outline-none">
        Scan this QR code with your authenticator app (such as 1Password, Google Authenticator or Authy).
      </p>
      <div className="justify-self-start rounded-lg border bg-white p-3">
        <QRCode value={setup.totpURI} size={176} role="img" title="QR code for your authenticator app" />
      </div>
      <p className="text-sm text-muted-foreground">Can't scan it? Enter the setup key in your app instead.</p>
      <CopyableText label="Setup key" value={setupKeyOf(setup.totpURI)} />
      <CopyableText label="Setup link" value={setup.totpURI} />
      <form onSubmit={handleSubmit(onConfirm)} noValidate className="grid gap-4">
        <CallError error={error} />
        <Field
          label="Authentication code"
          hint="The 6-digit code your app now shows for Steward."
          error={formState.errors.code}
        >
          {(props) => (
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              {...props}
              {...register('code')}
            />
          )}
        </Field>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" pending={pending} aria-busy={pending}>
            Turn on
          </Button>
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}

/** The backup codes, shown once: copy, download, then done. */
export function BackupCodesStep({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `Steward backup codes (each works once)\n\n${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'steward-backup-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  const intro = useFocusOnMount();
  return (
    <div className="grid gap-4">
      <p ref={intro} tabIndex={-1} className="text-sm focus:outline-none">
        Save these backup codes somewhere safe. If you lose your phone, each one signs you in once. This is
        the only time Steward shows them.
      </p>
      <ul
        aria-label="Backup codes"
        className="grid grid-cols-2 gap-2 rounded-lg border bg-muted/40 p-4 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="outline" onClick={() => copy(codes.join('\n'), 'Backup codes')}>
          <Copy aria-hidden="true" />
          Copy codes
        </Button>
        <Button type="button" variant="outline" onClick={download}>
          <Download aria-hidden="true" />
          Download codes
        </Button>
        <Button type="button" onClick={onDone}>
          I have saved my codes
        </Button>
      </div>
    </div>
  );
}
