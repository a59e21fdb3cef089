import { Link, useNavigate } from "@tanstack/react-router";
import { DEFAULT_ROLE, type Role } from "../../../shared/constants";
import { type RegisterForm as RegisterFormData, registerForm } from "../../../shared/schemas/auth";
import { api } from "../../api/api";
import { useValidatedForm } from "../../lib/useValidatedForm";
import { Field } from "../../ui/Field/Field";
import { PasswordField } from "../../ui/Field/PasswordField";
import { Form, SubmitButton } from "../../ui/Form/Form";
import { SelectField } from "../../ui/Select/SelectField";
import { toast } from "../../ui/Toast/toastStore";
import * as styles from "./AuthForm.css";
import { registrationErrorMessage } from "./registrationErrorMessage";
import { REGISTER_ROLE_OPTIONS } from "./roles";

const EMPTY_REGISTRATION: { username: string; email: string; role: Role; password: string; confirmPassword: string } = {
  username: "",
  email: "",
  role: DEFAULT_ROLE,
  password: "",
  confirmPassword: "",
};

export function RegisterForm() {
  const navigate = useNavigate();
  const form = useValidatedForm(registerForm, EMPTY_REGISTRATION);

  const register = async ({ username, email, password, role }: RegisterFormData) => {
    try {
      // The confirmation is checked here and never sent (docs/product.md, Sign In and Sign Up).
      await api.post("/api/auth/register", { username, email, password, role });
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
      <Field label="Username" autoComplete="username" {...form.bind("username")} />
      <Field label="Email" type="email" autoComplete="email" {...form.bind("email")} />
      <SelectField
        label="Role"
        name="role"
        options={REGISTER_ROLE_OPTIONS}
        value={form.values.role}
        onValueChange={(role) => form.setValue("role", role)}
        error={form.errors.role}
      />
      <PasswordField label="Password" autoComplete="new-password" {...form.bind("password")} />
      <PasswordField label="Confirm Password" autoComplete="new-password" {...form.bind("confirmPassword")} />
      <SubmitButton pending={form.pending} pendingLabel="Creating Account...">
        Create Account
      </SubmitButton>
      <p className={styles.footer}>
        Already have an account? <Link to="/login">Sign in</Link>
      </p>
    </Form>
  );
}
