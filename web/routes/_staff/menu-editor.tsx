import { createFileRoute } from "@tanstack/react-router";
import { MenuEditorPage } from "../../features/menu-editor/MenuEditorPage";

export const Route = createFileRoute("/_staff/menu-editor")({
  component: MenuEditorPage,
});
