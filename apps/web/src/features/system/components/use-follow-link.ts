import { useNavigate } from "react-router";

/** A link inside the app opens in place; an https page in a new tab, never with access to ours. */
export function useFollowLink() {
  const navigate = useNavigate();
  return (link: string | null) => {
    if (!link) return;
    if (link.startsWith("/") && !link.startsWith("//")) navigate(link);
    else if (/^https:\/\//i.test(link)) window.open(link, "_blank", "noopener,noreferrer");
  };
}
