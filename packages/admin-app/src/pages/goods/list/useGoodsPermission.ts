import { useGrantedButtons } from "../../../components/module/useGrantedButtons";

/** `may(action)`: the operator holds `goods:<action>` (an empty list allows all; the server checks). */
export function useGoodsPermission(): (action: string) => boolean {
  const granted = useGrantedButtons();
  return (action) => granted.length === 0 || granted.includes(`goods:${action}`);
}
