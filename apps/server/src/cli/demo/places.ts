import type { AreaNode } from '@lawbridge/contract';
import type { Random } from './random';

/** Where a demo lawyer practises: the stored area code (a city or a district) and the firm's city. */
export interface DemoPlace {
  areaCode: string;
  cityName: string;
}

/** A city a firm name can be formed from; municipalities have no city code of their own, only districts. */
interface DemoCity {
  cityName: string;
  cityCode: string | null;
  districts: AreaNode[];
}

export interface ProvincePlaces {
  provinceName: string;
  cities: DemoCity[];
}

const MAINLAND_PROVINCE = /^[1-6]\d0000$/;
const MUNICIPALITY = /^(11|12|31|50)0000$/;

/** Mainland provinces with their prefecture-level cities (names ending with 市) and districts. */
export function provincePlaces(tree: AreaNode[]): ProvincePlaces[] {
  return tree
    .filter((province) => MAINLAND_PROVINCE.test(province.code))
    .map((province): ProvincePlaces => {
      if (MUNICIPALITY.test(province.code)) {
        const city = { cityName: province.name, cityCode: null, districts: province.children ?? [] };
        return { provinceName: province.name, cities: [city] };
      }
      const cities = (province.children ?? [])
        .filter((city) => city.name.endsWith('市'))
        .map((city) => ({ cityName: city.name, cityCode: city.code, districts: city.children ?? [] }));
      return { provinceName: province.name, cities };
    })
    .filter((province) => province.cities.length > 0);
}

/** A city of the province; its area is the city itself or, half of the time, one of its districts. */
export function pickPlace(random: Random, province: ProvincePlaces): DemoPlace {
  const { cityName, cityCode, districts } = random.pick(province.cities);
  const useDistrict = districts.length > 0 && (cityCode === null || random.chance(0.5));
  const areaCode = useDistrict ? random.pick(districts).code : cityCode;
  if (areaCode === null) throw new Error(`${cityName} has neither a city code nor districts`);
  return { areaCode, cityName };
}
