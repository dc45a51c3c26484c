/**
 * The Delete account dialog of Settings → Your data (ADR 049): a clear warning, the password (when the account has
 * one; else the server asks for a recent sign-in) and the account's email typed to confirm. On success the
 * session is over: the cache is dropped and the browser goes to the landing page.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, LoaderCircle, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { DELETE_EMAIL_MESSAGE } from '../../../core/user.ts';
import { Alert, AlertDescription } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { parseApiError } from '../../lib/api.ts';
import { useUser } from '../auth/api.ts';
import { hasPasswordQueryOptions, useDeleteAccount } from './your-data-api.ts';

/** The form's values: the password ('' when the account has none) and the typed email. */
interface DeleteValues {
  password: string;
  email: string;
}

/** The form's rule: the typed email must be `email` (case and spaces aside); a password when `needsPassword`. */
function deleteSchema(email: string, needsPassword: boolean) {
  return z.object({
    password: needsPassword ? z.string().min(1, 'Enter your password') : z.string(),
    email: z
      .string()
      .refine((typed) => typed.trim().toLowerCase() === email.toLowerCase(), DELETE_EMAIL_MESSAGE),
  });
}

/** The 'Delete account…' button and its dialog. */
export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="destructive" className="justify-self-start">
          Delete account…
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>
            This deletes your account and everything in it: plans, reviews, goals, habits, rituals, time
            blocks and connected calendars. It cannot be undone.
          </DialogDescription>
        </DialogHeader>
        {open ? <DeleteAccountForm /> : null}
      </DialogContent>
    </Dialog>
  );
}

/** The dialog's form, mounted while the dialog is open (so it starts empty each time). */
function DeleteAccountForm() {
  const { user } = useUser();
  const hasPassword = useQuery(hasPasswordQueryOptions);
  const needsPassword = hasPassword.data ?? true;
  const email = user?.email ?? '';
  const remove = useDeleteAccount();
  const client = useQueryClient();
  const passwordId = useId();
  const emailId = useId();
  const { register, handleSubmit, formState } = useForm<DeleteValues>({
    resolver: zodResolver(deleteSchema(email, needsPassword)),
    defaultValues: { password: '', email: '' },
  });
  const submit = handleSubmit(async ({ password, email: typed }) => {
    try {
      await remove.mutateAsync(needsPassword ? { email: typed, password } : { email: typed });
    } catch {
      return; // shown below from the mutation's error
    }
    client.clear();
    window.location.assign('/');
  });
  const { errors } = formState;

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <Alert variant="warning">
        <TriangleAlert aria-hidden="true" />
        <AlertDescription>Export your data first if you may want it back.</AlertDescription>
      </Alert>
      {needsPassword ? (
        <div className="grid gap-2">
          <Label htmlFor={passwordId}>Password</Label>
          <Input
            id={passwordId}
            type="password"
            autoComplete="current-password"
            aria-invalid={Boolean(errors.password)}
            aria-describedby={errors.password ? `${passwordId}-error` : undefined}
            {...register('password')}
          />
          {errors.password?.message ? (
            <p id={`${passwordId}-error`} className="text-sm font-medium text-destructive">
              {errors.password.message}
            </p>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          You sign in without a password here, so Steward needs a sign-in from the last 10 minutes.
        </p>
      )}
      <div className="grid gap-2">
        <Label htmlFor={emailId}>Type your email ({email}) to confirm</Label>
        <Input
          id={emailId}
          type="email"
          autoComplete="off"
          aria-invalid={Boolean(errors.email)}
          aria-describedby={errors.email ? `${emailId}-error` : undefined}
          {...register('email')}
        />
        {errors.email?.message ? (
          <p id={`${emailId}-error`} className="text-sm font-medium text-destructive">
            {errors.email.message}
          </p>
        ) : null}
      </div>
      {remove.isError ? (
        <Alert variant="destructive">
          <CircleAlert aria-hidden="true" />
          <AlertDescription>
            {parseApiError(remove.error, 'Could not delete your account. Please try again.').message}
          </AlertDescription>
        </Alert>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" variant="destructive" pending={remove.isPending} aria-busy={remove.isPending}>
          {remove.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          Delete account
        </Button>
      </DialogFooter>
    </form>
  );
}
