import { Link, useNavigate } from "@tanstack/react-router";
import type { Role } from "../../../shared/constants";
import { type LoginInput, loginInput, sessionUser } from "../../../shared/schemas/auth";
import { setSessionUser } from "../../data/session";
import { api } from "../../http/api";
import { serverMessageOf } from "../../http/client";
import { useValidatedForm } from "../../lib/useValidatedForm";
import { Field } from "../../ui/Field/Field";
import { PasswordField } from "../../ui/Field/PasswordField";
import { Form, SubmitButton } from "../../ui/Form/Form";
import { SelectField } from "../../ui/Select/SelectField";
import { toast } from "../../ui/Toast/toastStore";
import * as styles from "./AuthForm.css";
import { LOGIN_ROLE_OPTIONS } from "./roles";

const EMPTY_LOGIN: { emailOrUsername: string; password: string; role: Role | "" } = {
  emailOrUsername: "",
  password: "",
  role: "",
};

export function LoginForm() {
  const navigate = useNavigate();
  const form = useValidatedForm(loginInput, EMPTY_LOGIN);

  const signIn = async (credentials: LoginInput) => {
    try {
      setSessionUser(sessionUser.parse(await api.post("/api/auth/login", credentials)));
      toast({ title: "Welcome!", description: "You have successfully logged in." });
      await navigate({ to: "/dashboard" });
    } catch (error) {
      toast({
        title: "Login Failed",
        description: serverMessageOf(error) ?? "Invalid credentials. Please try again.",
        variant: "destructive",
      });
    }
  };

  return (
    <Form ref={form.formRef} onSubmit={form.onSubmit(signIn)}>
      <Field label="Email or Username" autoComplete="username" {...form.bind("emailOrUsername")} />
      <PasswordField label="Password" autoComplete="current-password" {...form.bind("password")} />
      <SelectField
        label="Role"
        name="role"
        placeholder="Select your role"
        options={LOGIN_ROLE_OPTIONS}
        value={form.values.role}
        onValueChange={(role) => form.setValue("role", role)}
        error={form.errors.role}
      />
      <SubmitButton pending={form.pending} pendingLabel="Signing In...">
        Continue
      </SubmitButton>
      <p className={styles.footer}>
        Don't have an account? <Link to="/register">Create Account</Link>
      </p>
    </Form>
  );
}
