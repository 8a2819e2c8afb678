import { Button } from "antd";
import { Waves } from "./Waves";

export default { title: "Admin/Demos/Waves" };

/** A primary button: each click sends out a 750 ms ripple from the point clicked. */
export const OnAPrimaryButton = () => (
  <Waves>
    <Button type="primary" size="large">
      点击
    </Button>
  </Waves>
);

/** A light button needs a darker ripple. */
export const OnALightButton = () => (
  <Waves colour="rgba(22, 119, 255, 0.35)">
    <Button size="large">Click</Button>
  </Waves>
);
