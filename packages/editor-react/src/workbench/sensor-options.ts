// dnd-kit sensor options as module constants: useSensor memoises on the options object, so options
// written inline are new on every render, which gives the DndContext new activators and re-renders
// every draggable under it (all 500 canvas blocks or list rows) whenever its host re-renders.

export const POINTER_OPTIONS = { activationConstraint: { distance: 5 } };
export const TOUCH_OPTIONS = { activationConstraint: { delay: 200, tolerance: 5 } };
