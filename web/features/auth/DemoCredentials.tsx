import * as styles from "./DemoCredentials.css";

/** The seeded demo accounts (docs/product.md, Sign In: shown for all three roles). */
const DEMO_ACCOUNTS = [
  { role: "Admin", username: "admin", password: "admin123" },
  { role: "Waiter", username: "waiter", password: "waiter123" },
  { role: "Chef", username: "chef", password: "chef123" },
] as const;

export function DemoCredentials() {
  return (
    <section className={styles.demo} aria-labelledby="demo-credentials-title">
      <h2 id="demo-credentials-title" className={styles.demoTitle}>
        Demo credentials
      </h2>
      <ul className={styles.demoList}>
        {DEMO_ACCOUNTS.map((account) => (
          <li key={account.username}>
            <strong>{account.role}:</strong> {account.username} / {account.password}
          </li>
        ))}
      </ul>
    </section>
  );
}
