import { defineComponent } from "../registry/define-component";

// Placeholders have a preview and no settings; whatever props they hold are kept.
export const crowdOperation = defineComponent({
  type: "crowdoperation",
  group: "placeholder",
  icon: "UsersRound",
  legacy: { code: "1-17", style: "crowdoperationstyle" },
  defaultProps: {},
});

export const personalizedRecommendation = defineComponent({
  type: "personalizedrecommendation",
  group: "placeholder",
  icon: "Sparkles",
  legacy: { code: "1-18", style: "personalizedrecommendationstyle" },
  defaultProps: {},
});

export const onlineService = defineComponent({
  type: "onlineservice",
  group: "placeholder",
  icon: "Headset",
  legacy: { code: "1-19", style: "onlineservicestyle" },
  defaultProps: {},
});
