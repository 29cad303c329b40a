import { useStore } from '@nanostores/react';
import { users as usersContract } from '@satchel/api';
import { SatDataTable } from '@satchel/elements/react';
import { messages, users } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { HistoryDialog } from '../../components/history/HistoryDialog.js';
import { HISTORY_ACTION, openHistoryOf } from '../../components/history/historyAction.js';
import { BulkBar } from '../../components/list-table/BulkBar.js';
import { useAllowedColumns } from '../../components/list-table/useAllowedColumns.js';
import { useListTable } from '../../components/list-table/useListTable.js';
import { useMay } from '../../components/permissions/useMay.js';
import { ScreenHeader } from '../../components/screen-header/ScreenHeader.js';
import { AssignCouponDialog } from './AssignCouponDialog.js';
import { UserSearch } from './UserSearch.js';
import {
  previewWebsiteAction,
  userColumns,
  userExportFormats,
  userFilters,
  userRowLabel,
} from './usersTable.js';
import { WebsitePreviewDialog } from './WebsitePreviewDialog.js';
import './UsersScreen.css';
import { ListToolbar } from '../../components/list-table/ListToolbar.js';

/** The changes offered for every matching user: each status (the coupon has its own button). */
const bulkChoices = usersContract.userStatuses.map((status) => ({
  label: messages.lists.bulk.setAllTo(messages.statusLabels[status]),
  request: { action: 'users.status', status } as const,
}));

/** What each row action does. */
const rowActions = {
  [previewWebsiteAction]: users.previewWebsite,
  [HISTORY_ACTION]: openHistoryOf('users', userRowLabel),
};

/** Users Management (spec part 1 §2): the users table, search, website preview, coupon assignment. */
export function UsersScreen() {
  const table = useListTable(users.usersList, { filters: userFilters, rowActions });
  const selected = useStore(users.$selectedUsers);
  const allMatching = useStore(users.usersList.bulk.$allMatching);
  const columns = useAllowedColumns(userColumns, 'users:write');
  const may = useMay();

  return (
    <section className="users-screen">
      <ScreenHeader title={messages.users.title} />
      <div className="users-screen__toolbar">
        <UserSearch />
        {may('coupons:write') ? (
          <div className="users-screen__assign">
            {selected.length > 0 ? (
              <span className="users-screen__selected">
                {messages.users.selectedCount(selected.length)}
              </span>
            ) : null}
            <SlButton
              variant="primary"
              disabled={selected.length === 0 && !allMatching}
              onClick={users.openCouponAssignment}
            >
              {messages.users.assignCoupon}
            </SlButton>
          </div>
        ) : null}
      </div>
      <BulkBar bulk={users.usersList.bulk} choices={bulkChoices} />
      <SatDataTable
        {...table}
        label={messages.users.title}
        columns={columns}
        rowLabel={userRowLabel}
        // Rows are chosen for a bulk change or to be given a coupon.
        selectable={may('users:bulk') || may('coupons:write')}
        selectedKeys={selected}
        onSatSelectionChange={(event) => {
          table.onSatSelectionChange(event);
          users.selectUsers(event.detail.keys);
        }}
        onSatCellChange={(event) =>
          void users.setUserStatus(event.detail.key, event.detail.value as usersContract.UserStatus)
        }
      >
        <ListToolbar
          list={users.usersList}
          columns={userColumns}
          formats={userExportFormats}
          chosen={table}
        />
      </SatDataTable>
      <AssignCouponDialog />
      <WebsitePreviewDialog />
      <HistoryDialog />
    </section>
  );
}
