import type { ServiceBand } from '../../modules/lawyer/lawyer-services-repo';
import type { Random } from './random';

const ROADS = [
  '人民路',
  '解放路',
  '建设路',
  '中山路',
  '长江路',
  '新华路',
  '朝阳路',
  '金融街',
  '世纪大道',
  '滨江路',
];

/**
 * A demo lawyer's own price of each online service: the platform's suggestion scaled by experience (about
 * 0.8× for 2 years of practice, 1.7× for 25) and a little chance, ending in 9 元 like people price, kept
 * within the service's band. Every demo lawyer offers every service, so the demo history's orders fit.
 */
export function demoServicePrices(
  random: Random,
  bands: readonly ServiceBand[],
  practiceYears: number,
): Array<{ config_id: number; offered: number; price: number }> {
  const experience = 0.7 + practiceYears / 25;
  return bands.map((band) => {
    const scaled = band.price * experience * (0.9 + random.next() * 0.2);
    const priced = Math.round(scaled / 1000) * 1000 - 100;
    return {
      config_id: band.id,
      offered: 1,
      price: Math.min(band.max_price, Math.max(band.min_price, priced)),
    };
  });
}

/** A plausible office address in the lawyer's city: `杭州市中山路 88 号 12 层`. */
export function demoOfficeAddress(random: Random, cityName: string): string {
  return `${cityName}${random.pick(ROADS)} ${random.int(1, 399)} 号 ${random.int(2, 32)} 层`;
}
