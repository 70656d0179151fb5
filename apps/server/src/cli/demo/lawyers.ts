import { Gender } from '@lawbridge/contract';
import { generateDescription } from './descriptions';
import { generateFirmName } from './firms';
import { generatePerson, type PersonGender } from './names';
import { pickPlace, type ProvincePlaces } from './places';
import type { Random } from './random';

export interface NamedRow {
  id: number;
  name: string;
}

export interface DemoLawyerInput {
  count: number;
  provinces: ProvincePlaces[];
  legalTypeLeaves: NamedRow[];
  degrees: NamedRow[];
  currentYear: number;
}

export interface DemoLawyer {
  name: string;
  gender: PersonGender;
  licenceNo: string;
  lawFirm: string;
  practiceStartYear: number;
  areaCode: string;
  /** The city of the firm (and of the demo office address). */
  cityName: string;
  degreeId: number;
  legalTypeIds: number[];
  description: string;
  /**
   * How many finished service orders the demo seed drives for this lawyer (0–6), each possibly reviewed.
   * The lawyer's rating, review count and served orders are then counted from those rows; generated
   * lawyers start with none (bulk lawyers keep none).
   */
  demoOrders: number;
  accepting: boolean;
}

/** Most lawyers hold a bachelor's degree, fewer a master's, few a doctorate or a college diploma. */
const DEGREE_WEIGHTS: Record<string, number> = { 大专: 1, 本科: 6, 硕士: 3, 博士: 1 };

/**
 * 执业证号, 17 digits: 1 (lawyer) + first 4 digits of the area + first year of practice
 * + 1 (full-time) + gender (0 male, 1 female) + a 6-digit serial number (unique per demo lawyer).
 */
export function licenceNumber(
  areaCode: string,
  startYear: number,
  gender: PersonGender,
  serial: number,
): string {
  const genderDigit = gender === Gender.female.value ? '1' : '0';
  return `1${areaCode.slice(0, 4)}${startYear}1${genderDigit}${String(serial).padStart(6, '0')}`;
}

/**
 * Certified demo lawyers: lawyer i practises in province i (round robin) and has legal-type leaf i
 * as its first area, so every province and every leaf is covered once the count exceeds both lists.
 */
export function generateLawyers(random: Random, input: DemoLawyerInput): DemoLawyer[] {
  return Array.from({ length: input.count }, (_, index) => {
    const province = input.provinces[index % input.provinces.length];
    const primaryType = input.legalTypeLeaves[index % input.legalTypeLeaves.length];
    if (!province || !primaryType) throw new Error('demo lawyers need provinces and legal types');
    const person = generatePerson(random);
    const place = pickPlace(random, province);
    const lawFirm = generateFirmName(random, place.cityName);
    const practiceStartYear = input.currentYear - random.int(2, 25);
    const degree = random.weighted(input.degrees, (entry) => DEGREE_WEIGHTS[entry.name] ?? 1);
    const others = input.legalTypeLeaves.filter((leaf) => leaf.id !== primaryType.id);
    const legalTypes = [primaryType, ...random.sample(others, random.int(0, 2))];
    // Drawn as they always were, so every later value (descriptions, 接单中) stays what it was.
    const activity = random.int(5, 600);
    if (random.int(0, Math.floor(activity * 0.6)) > 0) random.int(42, 50);
    return {
      ...person,
      licenceNo: licenceNumber(
        place.areaCode,
        practiceStartYear,
        person.gender,
        random.int(100, 999) * 1000 + index,
      ),
      lawFirm,
      practiceStartYear,
      areaCode: place.areaCode,
      cityName: place.cityName,
      degreeId: degree.id,
      legalTypeIds: legalTypes.map((type) => type.id),
      description: generateDescription(random, {
        name: person.name,
        lawFirm,
        degree: degree.name,
        years: input.currentYear - practiceStartYear,
        legalTypes: legalTypes.map((type) => type.name),
      }),
      demoOrders: Math.round(activity / 100),
      accepting: random.chance(0.85),
    };
  });
}
