import type { users } from '@satchel/api';
import { SatDataTable } from '@satchel/elements/react';
import { messages, setUserStatus, usersList } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { useEffect, useState } from 'react';
import { useListTableProps } from '../../components/list-table/listTableProps.js';
import { ScreenHeader } from '../../components/screen-header/ScreenHeader.js';
import { AssignCouponDialog } from './AssignCouponDialog.js';
import { UserSearch } from './UserSearch.js';
import { previewWebsiteAction, userColumns, userFilters, userRowLabel } from './usersTable.js';
import { WebsitePreviewDialog } from './WebsitePreviewDialog.js';
import './UsersScreen.css';

/** Users Management (spec part 1 §2): the users table, search, website preview, coupon assignment. */
export function UsersScreen() {
  const table = useListTableProps(usersList);
  const [selected, setSelected] = useState<readonly string[]>([]);
  const [assigning, setAssigning] = useState(false);
  const [previewed, setPreviewed] = useState<users.User | null>(null);

  useEffect(() => {
    void usersList.load();
  }, []);

  return (
    <section className="users-screen">
      <ScreenHeader title={messages.users.title} />
      <div className="users-screen__toolbar">
        <UserSearch />
        <div className="users-screen__assign">
          {selected.length > 0 ? (
            <span className="users-screen__selected">
              {messages.users.selectedCount(selected.length)}
            </span>
          ) : null}
          <SlButton
            variant="primary"
            disabled={selected.length === 0}
            onClick={() => setAssigning(true)}
          >
            {messages.users.assignCoupon}
          </SlButton>
        </div>
      </div>
      <SatDataTable
        {...table}
        label={messages.users.title}
        columns={userColumns}
        filters={userFilters}
        rowLabel={userRowLabel}
        selectable
        selectedKeys={selected}
        onSatSelectionChange={(event) => setSelected(event.detail.keys)}
        onSatCellChange={(event) =>
          void setUserStatus(event.detail.key, event.detail.value as users.UserStatus)
        }
        onSatRowAction={(event) => {
          if (event.detail.action !== previewWebsiteAction) return;
          setPreviewed(table.rows.find((user) => user.id === event.detail.key) ?? null);
        }}
      />
      <AssignCouponDialog
        open={assigning}
        userIds={selected}
        onClose={() => setAssigning(false)}
        onAssigned={() => {
          setAssigning(false);
          setSelected([]);
        }}
      />
      <WebsitePreviewDialog user={previewed} onClose={() => setPreviewed(null)} />
    </section>
  );
}
