// dnd-kit sensor options as module constants: useSensor memoises on the options object, so options
// written inline are new on every render, which gives the DndContext new activators and re-renders
// every draggable under it whenever its host re-renders (all 500 canvas blocks or list rows when
// each was a draggable; now the lists' one draggable each and the palette items).

export const POINTER_OPTIONS = { activationConstraint: { distance: 5 } };
export const MOUSE_OPTIONS = POINTER_OPTIONS;
export const TOUCH_OPTIONS = { activationConstraint: { delay: 200, tolerance: 5 } };
