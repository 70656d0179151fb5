import type { OwnLawyerService } from '@lawbridge/contract';
import type { ServiceBand, ServiceChoice } from './lawyer-services-repo';

/**
 * One lawyer's services (issue 15): every enabled online service with the lawyer's own choice, or, where
 * the lawyer never chose, offered at the platform's suggested price.
 */
export function ownServices(
  bands: readonly ServiceBand[],
  choices: readonly ServiceChoice[],
): OwnLawyerService[] {
  const byConfig = new Map(choices.map((choice) => [choice.config_id, choice]));
  return bands.map((band) => {
    const choice = byConfig.get(band.id);
    return {
      id: band.id,
      name: band.name,
      description: band.description,
      min_price: band.min_price,
      max_price: band.max_price,
      suggested_price: band.price,
      offered: choice?.offered ?? 1,
      price: choice?.price ?? band.price,
    };
  });
}

/** The services a customer can buy from the lawyer, at the lawyer's prices. */
export function offeredServices(bands: readonly ServiceBand[], choices: readonly ServiceChoice[]) {
  return ownServices(bands, choices)
    .filter((service) => service.offered === 1)
    .map(({ id, name, description, price }) => ({ id, name, description, price }));
}

/** The directory's 起 price: the lowest of the lawyer's offered prices, null when nothing is offered. */
export function lowestOfferedPrice(
  bands: readonly ServiceBand[],
  choices: readonly ServiceChoice[],
): number | null {
  const prices = offeredServices(bands, choices).map((service) => service.price);
  return prices.length > 0 ? Math.min(...prices) : null;
}

/** Each lawyer's choices from the rows of a whole page. */
export function choicesByLawyer(choices: readonly ServiceChoice[]): Map<number, ServiceChoice[]> {
  const byLawyer = new Map<number, ServiceChoice[]>();
  for (const choice of choices) {
    const list = byLawyer.get(choice.lawyer_id) ?? [];
    list.push(choice);
    byLawyer.set(choice.lawyer_id, list);
  }
  return byLawyer;
}
