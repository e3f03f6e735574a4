import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../config/paths";
import { sellerKeys } from "../../features/sellers/api/query-keys";

/** Spec section 4: after a successful recharge or withdrawal, /profile after 1 s, refreshed. */
const RETURN_AFTER_MS = 1000;

export function useReturnToProfile() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return () => {
    void queryClient.invalidateQueries({ queryKey: sellerKeys.profile() });
    timer.current = window.setTimeout(() => navigate(paths.profile.href()), RETURN_AFTER_MS);
  };
}
