import { Link } from "@tanstack/react-router";
import { buttonClassName } from "../../ui/Button/Button";
import { Page } from "../../ui/Page/Page";

export function NotFoundPage() {
  return (
    <Page title="404" lead="Page not found" narrow>
      <p>The page you are looking for does not exist or has moved.</p>
      <p>
        <Link to="/" className={buttonClassName()}>
          Go back home
        </Link>
      </p>
    </Page>
  );
}
