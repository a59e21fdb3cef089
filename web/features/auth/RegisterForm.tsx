import { Link, useNavigate } from "@tanstack/react-router";
import { DEFAULT_ROLE, type Role } from "../../../shared/constants";
import { INVITE_REQUIRED_MESSAGE, type RegisterForm as RegisterFormData, registerForm } from "../../../shared/schemas/auth";
import type { InvitationPreview } from "../../../shared/schemas/staff";
import { api } from "../../http/api";
import { useValidatedForm } from "../../lib/useValidatedForm";
import { Field } from "../../ui/Field/Field";
import { PasswordField } from "../../ui/Field/PasswordField";
import { Form, SubmitButton } from "../../ui/Form/Form";
import { SelectField } from "../../ui/Select/SelectField";
import { toast } from "../../ui/Toast/toastStore";
import * as styles from "./AuthForm.css";
import { registrationErrorMessage } from "./registrationErrorMessage";
import { REGISTER_ROLE_OPTIONS, roleLabel } from "./roles";
import { useInvitationPreview } from "./useInvitationPreview";

type RegistrationValues = {
  username: string;
  email: string;
  role: Role;
  restaurantName: string;
  password: string;
  confirmPassword: string;
  /** The invitation link's token, or "" for someone opening their own restaurant. */
  invite: string;
};

const EMPTY_REGISTRATION: RegistrationValues = {
  username: "",
  email: "",
  role: DEFAULT_ROLE,
  restaurantName: "",
  password: "",
  confirmPassword: "",
  invite: "",
};

const signInLink = (
  <p className={styles.footer}>
    Already have an account? <Link to="/login">Sign in</Link>
  </p>
);

/**
 * Sign Up. Without an invitation a Restaurant Admin opens a new restaurant (its name is asked for);
 * with one (`/register?invite=…`) the role is the one the restaurant's admin chose and shown fixed.
 */
export function RegisterForm({ invite }: { invite?: string | undefined }) {
  const invitation = useInvitationPreview(invite);
  if (invitation.status === "loading") return <p className={styles.footer}>Checking your invitation...</p>;
  if (invitation.status === "invalid") {
    return (
      <div className={styles.notice}>
        <p role="alert">{invitation.message}</p>
        <p>
          Opening your own restaurant? <Link to="/register">Sign up without an invitation</Link>
        </p>
        {signInLink}
      </div>
    );
  }
  const preview = invitation.status === "valid" ? invitation.preview : null;
  return <AccountForm key={invite ?? ""} invite={preview && invite ? { token: invite, preview } : null} />;
}

function AccountForm({ invite }: { invite: { token: string; preview: InvitationPreview } | null }) {
  const navigate = useNavigate();
  const form = useValidatedForm(
    registerForm,
    invite ? { ...EMPTY_REGISTRATION, role: invite.preview.role, invite: invite.token } : EMPTY_REGISTRATION,
  );
  const opensRestaurant = !invite && form.values.role === DEFAULT_ROLE;
  const needsInvitation = !invite && form.values.role !== DEFAULT_ROLE;

  const register = async ({ username, email, password, role, restaurantName }: RegisterFormData) => {
    try {
      // The confirmation is checked here and never sent; the invitation, when there is one, decides the role.
      const body = invite ? { username, email, password, role, invite: invite.token } : { username, email, password, role, restaurantName };
      await api.post("/api/auth/register", body);
      toast({
        title: "Registration Successful!",
        description: "Your account has been created. Please log in to continue.",
      });
      await navigate({ to: "/login" });
    } catch (error) {
      toast({ title: "Registration Failed", description: registrationErrorMessage(error), variant: "destructive" });
    }
  };

  return (
    <Form ref={form.formRef} onSubmit={form.onSubmit(register)}>
      {invite ? (
        <p className={styles.notice}>
          You are joining <strong>{invite.preview.restaurantName}</strong> as {roleLabel(invite.preview.role)}.
        </p>
      ) : null}
      <Field label="Username" autoComplete="username" {...form.bind("username")} />
      <Field label="Email" type="email" autoComplete="email" {...form.bind("email")} />
      <SelectField
        label="Role"
        name="role"
        options={REGISTER_ROLE_OPTIONS}
        value={form.values.role}
        onValueChange={(role) => form.setValue("role", role)}
        error={form.errors.role}
        hint={needsInvitation && !form.errors.role ? INVITE_REQUIRED_MESSAGE : undefined}
        disabled={Boolean(invite)}
      />
      {opensRestaurant ? <Field label="Restaurant Name" autoComplete="organization" {...form.bind("restaurantName")} /> : null}
      <PasswordField label="Password" autoComplete="new-password" {...form.bind("password")} />
      <PasswordField label="Confirm Password" autoComplete="new-password" {...form.bind("confirmPassword")} />
      <SubmitButton pending={form.pending} pendingLabel="Creating Account...">
        Create Account
      </SubmitButton>
      {signInLink}
    </Form>
  );
}
