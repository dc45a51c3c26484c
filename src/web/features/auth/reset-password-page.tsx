/**
 * The reset-password page (/reset-password, reachable signed out; ADR 046), where the mailed link lands:
 * `?token=` shows the new-password form (sign-up's rule and messages); a used or expired link (`?error=`, no
 * token, or a token the server refuses) says so and offers a new one. Success ends every session, so the user
 * goes to the sign-in page with a toast.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AuthFrame, BackToSignIn, errorText, ServerError, SubmitButton, TextLink } from './auth-form.tsx';
import {
  isInvalidToken,
  type ResetPasswordValues,
  resetPassword,
  resetPasswordSchema,
} from './password-reset-form.ts';
import { forgotPasswordPath, signInPath } from './paths.ts';
import { passwordHint } from './sign-in-form.ts';
import { userQueryOptions } from './use-user.ts';

const LEAD = 'Choose a new password for your Steward account.';

/** A used, expired or unknown link: what happened, and the way to a new one. */
function LinkExpired() {
  return (
    <div className="grid gap-5">
      <Alert variant="destructive">
        <CircleAlert aria-hidden="true" />
        <AlertTitle>This link has expired or was already used</AlertTitle>
        <AlertDescription>A reset link works once, for one hour. Ask for a new one below.</AlertDescription>
      </Alert>
      <TextLink to={forgotPasswordPath}>Ask for a new link</TextLink>
      <BackToSignIn />
    </div>
  );
}

function NewPasswordForm({ token, onExpired }: { token: string; onExpired: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { newPassword: '' },
  });
  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await resetPassword(token, values);
    } catch (error) {
      if (isInvalidToken(error)) onExpired();
      else setServerError(errorText(error));
      return;
    }
    // Every session of the user has ended, this browser's included.
    queryClient.setQueryData(userQueryOptions.queryKey, null);
    toast({ title: 'Password changed', description: 'Sign in with your new password.' });
    navigate(signInPath, { replace: true });
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <ServerError message={serverError} />
      <Field label="New password" hint={passwordHint} error={formState.errors.newPassword}>
        {(props) => (
          <Input type="password" autoComplete="new-password" {...props} {...register('newPassword')} />
        )}
      </Field>
      <SubmitButton pending={formState.isSubmitting}>Set New Password</SubmitButton>
      <BackToSignIn />
    </form>
  );
}

/** The /reset-password page. */
export function ResetPasswordPage() {
  useDocumentTitle('Reset Password');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('error') ? null : searchParams.get('token');
  const [expired, setExpired] = useState(false);
  return (
    <AuthFrame title="Reset your password" lead={LEAD}>
      {token && !expired ? (
        <NewPasswordForm token={token} onExpired={() => setExpired(true)} />
      ) : (
        <LinkExpired />
      )}
    </AuthFrame>
  );
}
