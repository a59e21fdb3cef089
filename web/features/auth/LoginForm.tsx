import { useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { Link, useNavigate } from "@tanstack/react-router";
import { loginInput } from "../../../shared/schemas/auth";
import type { Role } from "../../../shared/constants";
import { api } from "../../api/api";
import { serverMessageOf } from "../../api/client";
import { focusFirstInvalid, validateForm, type FieldErrors } from "../../lib/validateForm";
import { Button } from "../../ui/Button/Button";
import { Field } from "../../ui/Field/Field";
import { PasswordField } from "../../ui/Field/PasswordField";
import { SelectField } from "../../ui/Select/SelectField";
import { toast } from "../../ui/Toast/toastStore";
import { parseLoginResponse } from "./loginResponse";
import { LOGIN_ROLE_OPTIONS } from "./roles";
import { setSessionUser } from "./session";
import * as styles from "./AuthForm.css";

export function LoginForm() {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [emailOrUsername, setEmailOrUsername] = useState("");
  const [password, setPassword] = useState("");
  const [role, setRole] = useState<Role | "">("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateForm(loginInput, { emailOrUsername, password, role });
    flushSync(() => setErrors(result.ok ? {} : result.errors));
    if (!result.ok) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setPending(true);
    try {
      const user = parseLoginResponse(await api.post("/api/auth/login", result.data));
      setSessionUser(user);
      toast({ title: "Welcome!", description: "You have successfully logged in." });
      await navigate({ to: "/dashboard" });
    } catch (error) {
      toast({
        title: "Login Failed",
        description: serverMessageOf(error) ?? "Invalid credentials. Please try again.",
        variant: "destructive",
      });
      setPending(false);
    }
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <Field
        label="Email or Username"
        name="emailOrUsername"
        autoComplete="username"
        value={emailOrUsername}
        onChange={(event) => setEmailOrUsername(event.target.value)}
        error={errors.emailOrUsername}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <SelectField
        label="Role"
        name="role"
        placeholder="Select your role"
        options={LOGIN_ROLE_OPTIONS}
        value={role}
        onValueChange={setRole}
        error={errors.role}
      />
      <Button type="submit" size="lg" fullWidth disabled={pending}>
        {pending ? "Signing In..." : "Continue"}
      </Button>
      <p className={styles.footer}>
        Don't have an account? <Link to="/register">Create Account</Link>
      </p>
    </form>
  );
}
