// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// The "delegate for all" part of the delegate.xyz v2 registry's ABI: `delegateAll(to, rights, enable)`
/// records that msg.sender (the vault) lets `to` act for it; `checkDelegateForAll(to, from, rights)`
/// answers whether it does (a delegation with empty rights covers every right, as in v2); and v2's
/// `getIncomingDelegations` / `getOutgoingDelegations` list the enabled ones (only type ALL exists here).
contract DelegateRegistry {
    enum DelegationType {
        NONE,
        ALL,
        CONTRACT,
        ERC721,
        ERC20,
        ERC1155
    }

    struct Delegation {
        DelegationType type_;
        address to;
        address from;
        bytes32 rights;
        address contract_;
        uint256 tokenId;
        uint256 amount;
    }

    mapping(bytes32 => bool) private enabled;
    mapping(bytes32 => Delegation) private delegations;
    mapping(address => bytes32[]) private incoming;
    mapping(address => bytes32[]) private outgoing;

    event DelegateAll(address indexed from, address indexed to, bytes32 rights, bool enable);

    function delegateAll(address to, bytes32 rights, bool enable) external payable returns (bytes32 delegationHash) {
        delegationHash = _hash(msg.sender, rights, to);
        if (enable && delegations[delegationHash].type_ == DelegationType.NONE) {
            delegations[delegationHash] = Delegation(DelegationType.ALL, to, msg.sender, rights, address(0), 0, 0);
            incoming[to].push(delegationHash);
            outgoing[msg.sender].push(delegationHash);
        }
        enabled[delegationHash] = enable;
        emit DelegateAll(msg.sender, to, rights, enable);
    }

    function checkDelegateForAll(address to, address from, bytes32 rights) external view returns (bool) {
        if (enabled[_hash(from, bytes32(0), to)]) return true;
        return rights != bytes32(0) && enabled[_hash(from, rights, to)];
    }

    function getIncomingDelegations(address to) external view returns (Delegation[] memory) {
        return _enabled(incoming[to]);
    }

    function getOutgoingDelegations(address from) external view returns (Delegation[] memory) {
        return _enabled(outgoing[from]);
    }

    function _enabled(bytes32[] storage hashes) private view returns (Delegation[] memory list) {
        uint256 count = 0;
        for (uint256 i = 0; i < hashes.length; i++) if (enabled[hashes[i]]) count++;
        list = new Delegation[](count);
        uint256 j = 0;
        for (uint256 i = 0; i < hashes.length; i++) if (enabled[hashes[i]]) list[j++] = delegations[hashes[i]];
    }

    function _hash(address from, bytes32 rights, address to) private pure returns (bytes32) {
        return keccak256(abi.encodePacked(rights, from, to));
    }
}
