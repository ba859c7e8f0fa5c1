/** The ids of a plan step's parts, from its key (stable while steps move): focus follows a step by them. */
export const stepIds = (key: number) => {
  const prefix = `plan-step-${key}`;
  return {
    prefix,
    title: `${prefix}-title`,
    error: `${prefix}-error`,
    up: `${prefix}-up`,
    down: `${prefix}-down`,
    remove: `${prefix}-remove`,
  };
};
