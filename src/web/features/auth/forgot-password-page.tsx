/**
 * The forgot-password page (/forgot-password, reachable signed out; ADR 046): the account's email address, then
 * always the same answer, whether or not the address has an account. A refused request (too many, mail not set up
 * on this server) shows the server's message.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, AlertDescription } from '../../components/ui/alert.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AuthFrame, BackToSignIn, errorText, ServerError, SubmitButton } from './auth-form.tsx';
import {
  type ForgotPasswordValues,
  forgotPasswordSchema,
  RESET_REQUESTED,
  requestPasswordReset,
} from './password-reset-form.ts';

/** The /forgot-password page. */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  const [sent, setSent] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await requestPasswordReset(values);
      setSent(true);
    } catch (error) {
      setServerError(errorText(error));
    }
  });

  return (
    <AuthFrame
      title="Forgot your password?"
      lead="Enter the email address of your account and we will send you a link to choose a new password."
    >
      {sent ? (
        <div className="grid gap-5">
          <Alert role="status">
            <MailCheck aria-hidden="true" />
            <AlertDescription>{RESET_REQUESTED}</AlertDescription>
          </Alert>
          <p className="text-sm text-muted-foreground">
            The link works once, for one hour. Nothing arrived? Check your spam folder, or ask again in a few
            minutes.
          </p>
          <BackToSignIn />
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-5">
          <ServerError message={serverError} />
          <Field label="Email" error={formState.errors.email}>
            {(props) => <Input type="email" autoComplete="email" {...props} {...register('email')} />}
          </Field>
          <SubmitButton pending={formState.isSubmitting}>Send Reset Link</SubmitButton>
          <BackToSignIn />
        </form>
      )}
    </AuthFrame>
  );
}
