import { useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { Link, useNavigate } from "@tanstack/react-router";
import { registerForm } from "../../../shared/schemas/auth";
import type { Role } from "../../../shared/constants";
import { api } from "../../api/api";
import { focusFirstInvalid, validateForm, type FieldErrors } from "../../lib/validateForm";
import { Button } from "../../ui/Button/Button";
import { Field } from "../../ui/Field/Field";
import { PasswordField } from "../../ui/Field/PasswordField";
import { SelectField } from "../../ui/Select/SelectField";
import { toast } from "../../ui/Toast/toastStore";
import { registrationErrorMessage } from "./registrationErrorMessage";
import { REGISTER_ROLE_OPTIONS } from "./roles";
import * as styles from "./AuthForm.css";

export function RegisterForm() {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [username, setUsername] = useState("");
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<Role>("admin");
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateForm(registerForm, { username, email, role, password, confirmPassword });
    flushSync(() => setErrors(result.ok ? {} : result.errors));
    if (!result.ok) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setPending(true);
    // Spec §5: the confirmation is checked here and never sent.
    const { username: name, email: address, password: secret, role: chosenRole } = result.data;
    try {
      await api.post("/api/auth/register", { username: name, email: address, password: secret, role: chosenRole });
      toast({
        title: "Registration Successful!",
        description: "Your account has been created. Please log in to continue.",
      });
      await navigate({ to: "/login" });
    } catch (error) {
      toast({ title: "Registration Failed", description: registrationErrorMessage(error), variant: "destructive" });
      setPending(false);
    }
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <Field
        label="Username"
        name="username"
        autoComplete="username"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={errors.username}
      />
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
      />
      <SelectField
        label="Role"
        name="role"
        options={REGISTER_ROLE_OPTIONS}
        value={role}
        onValueChange={setRole}
        error={errors.role}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <PasswordField
        label="Confirm Password"
        name="confirmPassword"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(event) => setConfirmPassword(event.target.value)}
        error={errors.confirmPassword}
      />
      <Button type="submit" size="lg" fullWidth disabled={pending}>
        {pending ? "Creating Account..." : "Create Account"}
      </Button>
      <p className={styles.footer}>
        Already have an account? <Link to="/login">Sign in</Link>
      </p>
    </form>
  );
}
