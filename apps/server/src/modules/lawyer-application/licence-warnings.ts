import type { AdminApplicationItem } from '@lawbridge/contract';
import type { CertifiedLawyerRepo } from './certified-lawyer-repo';

/** What the console is warned of on each application (issue 7). */
export type LicenceWarningField = 'licence_holder' | 'applicant_lawyer_enabled';

type PresentedApplication = Omit<AdminApplicationItem, LicenceWarningField>;

/**
 * Adds to each application the other lawyer holding its licence number (approval would be refused) and
 * whether the applicant already is a lawyer, and a disabled one (approval keeps them disabled);
 * one query for the whole page.
 */
export async function withLicenceWarnings(
  lawyers: CertifiedLawyerRepo,
  items: readonly PresentedApplication[],
): Promise<AdminApplicationItem[]> {
  const found = await lawyers.byLicenceOrUuid(
    [...new Set(items.map((item) => item.licence_no))],
    [...new Set(items.map((item) => item.user_uuid))],
  );
  return items.map((item) => {
    const holder = found.find(
      (lawyer) => lawyer.licence_no === item.licence_no && lawyer.uuid !== item.user_uuid,
    );
    const own = found.find((lawyer) => lawyer.uuid === item.user_uuid);
    return {
      ...item,
      licence_holder: holder ? { uuid: holder.uuid, name: holder.name, enabled: holder.enabled } : null,
      applicant_lawyer_enabled: own ? own.enabled : null,
    };
  });
}
