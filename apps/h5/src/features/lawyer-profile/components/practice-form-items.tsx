import { lawyerApplyBody, lawyerProfileBody } from '@lawbridge/contract';
import Form from 'antd-mobile/es/components/form';
import { practiceYearRule, schemaRule } from '../field-rules';
import type { ProfileOptions } from '../profile-options';
import { AreaField } from './area-field';
import { DegreeField } from './degree-field';
import { LegalTypesField } from './legal-types-field';
import { YearField } from './year-field';

const fields = lawyerProfileBody.shape;

/** 执业起始年份, 执业地区, 擅长领域 and 学历: the practice fields the application and the profile share. */
export function PracticeFormItems({ options }: { options: ProfileOptions }) {
  return (
    <>
      <Form.Item
        name="practice_start_year"
        label="执业起始年份"
        rules={[
          schemaRule(lawyerApplyBody.shape.practice_start_year, { missing: '请选择执业起始年份' }),
          practiceYearRule(),
        ]}
      >
        <YearField />
      </Form.Item>
      <Form.Item
        name="area_code"
        label="执业地区"
        rules={[schemaRule(fields.area_code, { missing: '请选择执业地区' })]}
      >
        <AreaField areas={options.areas} />
      </Form.Item>
      <Form.Item name="legal_type_ids" label="擅长领域" rules={[schemaRule(fields.legal_type_ids)]}>
        <LegalTypesField legalTypes={options.legalTypes} />
      </Form.Item>
      <Form.Item
        name="degree_id"
        label="学历"
        rules={[schemaRule(fields.degree_id, { missing: '请选择学历' })]}
      >
        <DegreeField degrees={options.degrees} />
      </Form.Item>
    </>
  );
}
