import type { ReactNode } from "react";
import { useSessionUser } from "../../data/session";
import { AccessDenied } from "../admin";

interface OperatorOnlyProps {
  /** What the refusal says only the operator sees: "all restaurants", "all demo requests". */
  screen: string;
  children: ReactNode;
}

/** A platform screen's door: any other signed-in user is told so here (the server answers them 403 anyway). */
export function OperatorOnly({ screen, children }: OperatorOnlyProps) {
  const user = useSessionUser();
  if (user?.isOperator) return children;
  return <AccessDenied>Only the platform operator can see {screen}.</AccessDenied>;
}
