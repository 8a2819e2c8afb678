import { Modal } from "antd";
import type { HttpClient } from "../../api/http";
import { useDecorateTranslation } from "./decorateTexts";
import { PageAddressPanel } from "./PageAddressPanel";
import type { PageAddress } from "./pageAddress";

export interface AddressedPage extends PageAddress {
  name: string;
  published: boolean;
}

export interface PageAddressDialogProps {
  page: AddressedPage | null;
  http: HttpClient;
  /** Whether the operator may change the address (`page:publish`). */
  mayChange: boolean;
  onChanged(address: PageAddress): void;
  onClose(): void;
}

/** The page's public address in a dialog, from the page list or the editor. */
export function PageAddressDialog({
  page,
  http,
  mayChange,
  onChanged,
  onClose,
}: PageAddressDialogProps) {
  const { t } = useDecorateTranslation();
  return (
    <Modal
      open={page !== null}
      title={page ? t("decorate.addressOf", { name: page.name }) : ""}
      footer={null}
      onCancel={onClose}
      destroyOnClose
      width={560}
    >
      {page ? (
        <PageAddressPanel
          // A saved change remounts the panel with the address the server answered.
          key={`${page.id}:${page.slug}:${page.isHome}`}
          name={page.name}
          address={page}
          published={page.published}
          origin={window.location.origin}
          onSave={
            mayChange
              ? async ({ slug, home }) => {
                  const saved = await http.post<PageAddress>(
                    "/page/address",
                    { id: page.id, slug, home },
                    { quiet: true },
                  );
                  onChanged(saved);
                }
              : undefined
          }
        />
      ) : null}
    </Modal>
  );
}
