// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// The "delegate for all" part of the delegate.xyz v2 registry's ABI: `delegateAll(to, rights, enable)`
/// records that msg.sender (the vault) lets `to` act for it; `checkDelegateForAll(to, from, rights)`
/// answers whether it does (a delegation with empty rights covers every right, as in v2).
contract DelegateRegistry {
    mapping(bytes32 => bool) private enabled;

    event DelegateAll(address indexed from, address indexed to, bytes32 rights, bool enable);

    function delegateAll(address to, bytes32 rights, bool enable) external payable returns (bytes32 delegationHash) {
        delegationHash = _hash(msg.sender, rights, to);
        enabled[delegationHash] = enable;
        emit DelegateAll(msg.sender, to, rights, enable);
    }

    function checkDelegateForAll(address to, address from, bytes32 rights) external view returns (bool) {
        if (enabled[_hash(from, bytes32(0), to)]) return true;
        return rights != bytes32(0) && enabled[_hash(from, rights, to)];
    }

    function _hash(address from, bytes32 rights, address to) private pure returns (bytes32) {
        return keccak256(abi.encodePacked(rights, from, to));
    }
}
