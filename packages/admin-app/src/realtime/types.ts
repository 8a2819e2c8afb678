/**
 * The /api/ws messages as the browser receives them: the contract's, which the server sends
 * (issue 37: one declaration, no copy kept in step by hand).
 */
export {
  CLOSE_CODES as REFUSED_CODES,
  type FleetEvent,
  isFleetEvent,
  type ServerMessage,
} from "@vitrine/contract";
