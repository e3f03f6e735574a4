import { RegisterPage } from "../../features/auth/pages/register-page";
import { PlatformInfoDocument } from "../../features/platform-info/components/platform-info-document";

/** The register screen, whose terms link opens the terms tab of the platform information. */
export function RegisterScreen() {
  return <RegisterPage terms={<PlatformInfoDocument tab="terms" />} />;
}
