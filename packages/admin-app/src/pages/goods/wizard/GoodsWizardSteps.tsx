import { Form, type FormInstance } from "antd";
import type { ReactNode } from "react";
import type { CategoryNode, FreightTemplateRow } from "../goodsApi";
import { BasicStep } from "./BasicStep";
import type { GoodsFormValues } from "./goodsForm";
import { DetailsStep, LogisticsStep, MarketingStep, SeoStep } from "./OtherSteps";
import { SpecStep, type SpecStepProps } from "./SpecStep";

export interface GoodsWizardStepsProps {
  form: FormInstance<GoodsFormValues>;
  initial: GoodsFormValues;
  step: number;
  categories: CategoryNode[];
  templates: FreightTemplateRow[];
  /** What the variant step needs (the SKU editor's value lives outside the form). */
  spec: SpecStepProps;
  onValuesChange(): void;
}

/** The wizard's form with its six steps, every one mounted, the current one shown. */
export function GoodsWizardSteps(props: GoodsWizardStepsProps) {
  const { step } = props;
  return (
    <Form
      // Its own prefix (goodsWizard_name): the list's filter form keeps its ids too.
      name="goodsWizard"
      form={props.form}
      initialValues={props.initial}
      labelCol={{ flex: "140px" }}
      wrapperCol={{ flex: 1 }}
      // Changing a field clears the server's message under it.
      onValuesChange={props.onValuesChange}
    >
      <StepPane active={step === 0}>
        <BasicStep categories={props.categories} />
      </StepPane>
      <StepPane active={step === 1}>
        <SpecStep {...props.spec} />
      </StepPane>
      <StepPane active={step === 2}>
        <DetailsStep />
      </StepPane>
      <StepPane active={step === 3}>
        <LogisticsStep templates={props.templates} />
      </StepPane>
      <StepPane active={step === 4}>
        <MarketingStep />
      </StepPane>
      <StepPane active={step === 5}>
        <SeoStep />
      </StepPane>
    </Form>
  );
}

/** Every step stays mounted (its values, the SKU editor's state); only the current one shows. */
function StepPane({ active, children }: { active: boolean; children: ReactNode }) {
  return <div style={active ? undefined : { display: "none" }}>{children}</div>;
}
